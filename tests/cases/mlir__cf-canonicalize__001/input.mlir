
func.func @br_single_pred(%a: i32) -> i32 {
  "test.a"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "test.b"(%x) : (i32) -> i32
  return %y : i32
}

