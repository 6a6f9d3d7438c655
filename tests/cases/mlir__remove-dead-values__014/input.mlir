
// Private function with CFG and multiple returns
func.func private @multi_ret(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %b : i32, i32
^bb2:
  return %b, %a : i32, i32
}
func.func @caller(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = call @multi_ret(%c, %a, %b) : (i1, i32, i32) -> (i32, i32)
  return %r#1 : i32
}

