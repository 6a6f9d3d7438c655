
func.func @switch_constant(%a: i32, %b: i32) {
  %c = arith.constant 20 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    10: ^bb2(%a : i32),
    20: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
^bb3(%z: i32):
  "test.three"(%z) : (i32) -> ()
  return
}

