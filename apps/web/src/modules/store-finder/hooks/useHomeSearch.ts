import { useState } from 'react';
import { STORE_SORTS, type StoreSort } from '@stamp/shared';

import { useUrlState } from '../../ui/useUrlState';

const DEFAULTS = { region: '', province: '', sort: 'name' } as const;

function sortOf(value: string): StoreSort {
  return (STORE_SORTS as readonly string[]).includes(value) ? (value as StoreSort) : DEFAULTS.sort;
}

/**
 * The home's search (spec §2): the chosen region and province/city are a draft until the search icon is
 * tapped; a search without both says 'Please select region and province.' (spec §5). The searched area and
 * the sort live in the URL, so reload and back keep the list.
 */
export function useHomeSearch() {
  const [url, setUrl] = useUrlState(DEFAULTS);
  const [draft, setDraft] = useState({ region: url.region, province: url.province });
  const [missingArea, setMissingArea] = useState(false);
  // Back and forward change the searched area: the selects follow it.
  const [shownArea, setShownArea] = useState(`${url.region}|${url.province}`);
  if (shownArea !== `${url.region}|${url.province}`) {
    setShownArea(`${url.region}|${url.province}`);
    setDraft({ region: url.region, province: url.province });
  }
  const searched = url.region !== '' && url.province !== '';

  return {
    draft,
    missingArea,
    searched: searched ? { region: url.region, province: url.province } : null,
    sort: sortOf(url.sort),
    changeDraft: (next: { region: string; province: string }) => {
      setDraft(next);
      setMissingArea(false);
    },
    search: () => {
      if (draft.region === '' || draft.province === '') {
        setMissingArea(true);
        return;
      }
      setUrl({ region: draft.region, province: draft.province });
    },
    changeSort: (sort: StoreSort) => {
      setUrl({ sort });
    },
  };
}
