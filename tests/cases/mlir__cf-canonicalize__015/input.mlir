
func.func @switch_same_condition_case(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  "test.one"() : () -> ()
  return
^bb2:
  "test.before"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    7: ^bb4,
    8: ^bb5
  ]
^bb3:
  "test.three"() : () -> ()
  return
^bb4:
  "test.four"() : () -> ()
  return
^bb5:
  "test.five"() : () -> ()
  return
}

