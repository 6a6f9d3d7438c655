
"t.cfg"() ({
^bb0(%x: i32):
  "t.br"(%x)[^bb2] : (i32) -> ()
^bb1:
  "t.ret"() : () -> ()
^bb2(%y: i32):
  "t.cond"(%y, %y)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> ()
}) : () -> ()
