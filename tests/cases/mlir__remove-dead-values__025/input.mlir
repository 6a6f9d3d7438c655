
// two calls, a result live in one of them
func.func private @two(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @use_two(%a: i32) -> i32 {
  %r:2 = func.call @two(%a, %a) : (i32, i32) -> (i32, i32)
  %s:2 = func.call @two(%a, %a) : (i32, i32) -> (i32, i32)
  %t = arith.addi %r#0, %s#1 : i32
  return %t : i32
}

