
// In a graph region a use seen before its definition keeps the operand.
func.func @graph(%a: i32) {
  "foo.graph"() ({
    %0 = arith.addi %a, %a : i32
    "foo.use"(%0, %1, %2) : (i32, i32, i32) -> ()
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %a : i32
    %3 = arith.muli %1, %a : i32
    "foo.use"(%3) : (i32) -> ()
  }) : () -> ()
  return
}

