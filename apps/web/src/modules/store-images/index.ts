export { shrinkPhotos, useImageUrls } from './api/storeImages';
export { useStagedImages } from './hooks/useStagedImages';
