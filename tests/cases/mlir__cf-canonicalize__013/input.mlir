
func.func @switch_constant_default(%a: i32) {
  %c = arith.constant 5 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    10: ^bb2
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2:
  "test.two"() : () -> ()
  return
}

