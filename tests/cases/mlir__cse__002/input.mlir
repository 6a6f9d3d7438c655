
// Dead ops are erased; ops with unknown effects are left alone.
func.func @dead_and_unknown(%a: i32) -> (i32, i32) {
  %0 = arith.muli %a, %a : i32
  %1 = "foo.op"(%a) : (i32) -> i32
  %2 = "foo.op"(%a) : (i32) -> i32
  return %1, %2 : i32, i32
}

