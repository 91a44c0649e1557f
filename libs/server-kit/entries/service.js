// Run-time entry of @stamp/server-kit/service: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/service/index.js');
