// Run-time entry of @stamp/server-kit/process: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/process/index.js');
