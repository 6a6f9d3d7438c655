
// Redundant arguments in a nested region, fed by a switch.
func.func @redundant_switch(%f: i32, %a: i32, %b: i32) {
  "foo.region"() ({
    "foo.pre"() : () -> ()
    cf.switch %f : i32, [
      default: ^bb1(%a, %b : i32, i32),
      1: ^bb1(%a, %a : i32, i32),
      2: ^bb2
    ]
  ^bb1(%x: i32, %y: i32):
    "foo.use"(%x, %y) : (i32, i32) -> ()
    "foo.end"() : () -> ()
  ^bb2:
    "foo.end2"() : () -> ()
  }) : () -> ()
  return
}
