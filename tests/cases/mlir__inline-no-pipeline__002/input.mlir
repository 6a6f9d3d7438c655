
func.func @func_with_invalid_nested_op() {
  affine.for %i = 1 to 10 {
    "foo.opaque"() : () -> ()
  }
  return
}
func.func @not_inline_invalid_nest_op() {
  call @func_with_invalid_nested_op() : () -> ()
  return
}
