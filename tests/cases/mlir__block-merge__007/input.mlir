
// Three identical blocks through a switch, differing in an outside value.
func.func @switch_three(%f: i32, %a: i32, %b: i32, %c: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "foo.op"(%a) : (i32) -> ()
  "foo.br"() [^bb4] : () -> ()
^bb2:
  "foo.op"(%b) : (i32) -> ()
  "foo.br"() [^bb4] : () -> ()
^bb3:
  "foo.op"(%c) : (i32) -> ()
  "foo.br"() [^bb4] : () -> ()
^bb4:
  return
}

