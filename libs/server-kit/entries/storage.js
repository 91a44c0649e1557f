// Run-time entry of @stamp/server-kit/storage: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/storage/index.js');
