#loc2 = loc("input.mlir":2:29)
#loc6 = loc("input.mlir":5:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "for_nsw_one_trip"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:29)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc3)
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index loc(#loc4)
    "scf.for"(%arg0, %1, %0) ({
    ^bb0(%arg1: index loc("input.mlir":5:11)):
      "test.consume"(%arg1) : (index) -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc5)
    }) : (index, index, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":6:5)
#loc8 = loc("input.mlir":8:3)

