// ARGS:
func.func @f(%a: !mydia<"handle">) {
  return
}
