
// A cluster of three: arguments are pruned only where every list agrees.
func.func @three(%f: i32, %a: i32, %b: i32, %c: i32) {
  "foo.pre"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4
  ]
^bb1:
  "foo.op"(%a, %a, %b, %b) : (i32, i32, i32, i32) -> ()
  cf.br ^bb5
^bb2:
  "foo.op"(%b, %b, %c, %a) : (i32, i32, i32, i32) -> ()
  cf.br ^bb5
^bb3:
  "foo.op"(%c, %c, %a, %a) : (i32, i32, i32, i32) -> ()
  cf.br ^bb5
^bb4:
  "foo.last"() : () -> ()
  cf.br ^bb5
^bb5:
  return
}

