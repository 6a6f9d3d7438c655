#loc2 = loc("input.mlir":2:24)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "inline_true"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:24)):
    %0 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness loc(#loc3)
    %1 = "shape.assuming"(%0) ({
      %2 = "foo.op"(%arg0) : (index) -> index loc(#loc5)
      "shape.assuming_yield"(%2) : (index) -> () loc(#loc6)
    }) : (!shape.witness) -> index loc(#loc4)
    "func.return"(%1) : (index) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:5)
#loc7 = loc("input.mlir":8:3)

