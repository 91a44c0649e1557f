export {
  useApplyMissionChange,
  useCreateMission,
  useDeleteMission,
  useStoreMission,
  useUpdateMission,
} from './api/useMissions';
export { CouponDetailDialog } from './components/CouponDetailDialog';
export { CouponTable } from './components/CouponTable';
export { MissionFields } from './components/MissionFields';
export { StorePicker } from './components/StorePicker';
export { useMissionForm } from './hooks/useMissionForm';
export {
  type MissionFormValues,
  missionProblems,
  PACING_FIELDS,
  pacingOf,
  pacingValuesOf,
  stampCount,
} from './validation-schemas/missionRules';
export type { MissionValues } from './validation-schemas/missionSchema';
