// ARGS: --mlir-pass-statistics -p builtin.module(func.func(strip-debuginfo),symbol-dce,builtin.module(symbol-dce))
func.func private @f() {
  return
}
module {
}
