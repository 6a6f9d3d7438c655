
func.func @switch_cases_match_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    10: ^bb1(%a : i32),
    20: ^bb2(%b : i32),
    30: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
}

