
func.func @switch_same_condition_default(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.one"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  "test.two"() : () -> ()
  return
^bb3:
  "test.three"() : () -> ()
  return
^bb4:
  "test.four"() : () -> ()
  return
^bb5:
  "test.five"() : () -> ()
  return
^bb6:
  "test.six"() : () -> ()
  return
}

