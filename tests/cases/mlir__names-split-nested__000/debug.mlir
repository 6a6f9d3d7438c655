#loc7 = loc("input.mlir":14:18)
"builtin.module"() ({
  "test.module"() <{sym_name = "a"}> ({
    "func.func"() <{function_type = () -> index, sym_name = "foo"}> ({
      %2 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index loc(#loc3)
      "func.return"(%2) : (index) -> () loc(#loc4)
    }) : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "test.module"() <{sym_name = "b"}> ({
    "func.func"() <{function_type = (index) -> index, sym_name = "bar"}> ({
    ^bb0(%arg0: index loc("input.mlir":14:18)):
      %0 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index loc(#loc8)
      %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc9)
      "func.return"(%1) : (index) -> () loc(#loc10)
    }) : () -> () loc(#loc6)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":7:1)
#loc2 = loc("input.mlir":8:3)
#loc3 = loc("input.mlir":9:10)
#loc4 = loc("input.mlir":10:5)
#loc5 = loc("input.mlir":13:1)
#loc6 = loc("input.mlir":14:3)
#loc8 = loc("input.mlir":15:10)
#loc9 = loc("input.mlir":16:10)
#loc10 = loc("input.mlir":17:5)

