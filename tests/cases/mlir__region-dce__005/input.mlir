
// Arguments of the entry block stay, and a dead cycle inside a nested
// multi-block region goes.
func.func @nested(%a: i32, %unused: i64) {
  "foo.region"() ({
  ^bb0(%e: i32):
    cf.br ^bb1(%e : i32)
  ^bb1(%x: i32):
    %y = arith.muli %x, %x : i32
    %c = "foo.cond"() : () -> i1
    cf.cond_br %c, ^bb1(%y : i32), ^bb2
  ^bb2:
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

