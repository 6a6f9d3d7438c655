// ARGS: --pass-pipeline=builtin.module(func.func(strip-debuginfo),no-such-pass{x=1})
func.func @f() {
  return
}
