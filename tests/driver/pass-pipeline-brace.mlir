// ARGS: -p=builtin.module(print-ir{label=x)
func.func @f() {
  return
}
