
// Values defined in the blocks must be used in the same places.
func.func @internal_order(%a: i32) {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  "foo.use"(%0, %1) : (i32, i32) -> ()
  return
^bb2:
  %2 = arith.addi %a, %a : i32
  %3 = arith.addi %a, %a : i32
  "foo.use"(%3, %2) : (i32, i32) -> ()
  return
}

