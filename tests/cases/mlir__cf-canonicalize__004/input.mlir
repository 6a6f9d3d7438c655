
func.func @cond_br_constant(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.cond_br %f, ^bb2(%x : i32), ^bb3(%x : i32)
^bb2(%y: i32):
  "test.y"(%y) : (i32) -> ()
  return %y, %y : i32, i32
^bb3(%z: i32):
  "test.z"(%z) : (i32) -> ()
  return %z, %z : i32, i32
}

