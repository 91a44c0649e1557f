// Run-time entry of @stamp/server-kit/time: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/time/index.js');
