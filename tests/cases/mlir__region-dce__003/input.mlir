
// Switch case operands (a variadic of variadic group) are dropped too.
func.func @switch_operands(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a, %b : i32, i32),
    2: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  "foo.d"() : () -> ()
  cf.br ^bb4
^bb2(%y: i32, %z: i32):
  "foo.e"(%z) : (i32) -> ()
  cf.br ^bb4
^bb3(%w: i32):
  "foo.f"(%w) : (i32) -> ()
  cf.br ^bb4
^bb4:
  "foo.g"() : () -> ()
  return
}

