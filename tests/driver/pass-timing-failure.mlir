// ARGS: --mlir-timing --mlir-disable-threading -p builtin.module(func.func(symbol-dce))
func.func @f() {
  return
}
