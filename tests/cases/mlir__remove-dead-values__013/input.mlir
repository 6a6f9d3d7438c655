
// switch
func.func @switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2(%a, %b : i32, i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32, %z: i32):
  return %z : i32
}

