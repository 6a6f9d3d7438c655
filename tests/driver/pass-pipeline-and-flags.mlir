// ARGS: -p builtin.module(symbol-dce) -strip-debuginfo
func.func @f() {
  return
}
