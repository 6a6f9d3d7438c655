
func.func @switch_pass_through(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%b : i32)
^bb2(%x: i32):
  cf.br ^bb4(%x : i32)
^bb3:
  "test.three"() : () -> ()
  return
^bb4(%z: i32):
  "test.four"(%z) : (i32) -> ()
  return
}

