#loc2 = loc("input.mlir":2:28)
#loc6 = loc("input.mlir":5:22)
#loc9 = loc("input.mlir":8:10)
#loc10 = loc("input.mlir":8:19)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "parallel_reduce"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:28)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc4)
    %2 = "scf.parallel"(%0, %1, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: index loc("input.mlir":5:22)):
      %3 = "test.val"(%arg1) : (index) -> f32 loc(#loc7)
      "scf.reduce"(%3) ({
      ^bb0(%arg2: f32 loc("input.mlir":8:10), %arg3: f32 loc("input.mlir":8:19)):
        %4 = "test.combine"(%arg2, %arg3) : (f32, f32) -> f32 loc(#loc11)
        "scf.reduce.return"(%4) : (f32) -> () loc(#loc12)
      }) : (f32) -> () loc(#loc8)
    }) : (index, index, index, f32) -> f32 loc(#loc5)
    "func.return"(%2) : (f32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:10)
#loc8 = loc("input.mlir":7:5)
#loc11 = loc("input.mlir":9:12)
#loc12 = loc("input.mlir":10:7)
#loc13 = loc("input.mlir":13:3)

