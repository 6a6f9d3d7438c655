#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:34)
#loc7 = loc("input.mlir":6:10)
#loc10 = loc("input.mlir":10:10)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, f32) -> tensor<?xf32>, sym_name = "m3"}> ({
  ^bb0(%arg0: tensor<?xf32> loc("input.mlir":2:15), %arg1: f32 loc("input.mlir":2:34)):
    %0 = "scf.execute_region"() ({
      %1 = "test.idx"() : () -> index loc(#loc5)
      %2 = "tensor.pad"(%arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1>, static_low = array<i64: -9223372036854775808>}> ({
      ^bb0(%arg3: index loc("input.mlir":6:10)):
        "tensor.yield"(%arg1) : (f32) -> () loc(#loc8)
      }) : (tensor<?xf32>, index) -> tensor<?xf32> loc(#loc6)
      %3 = "tensor.pad"(%2, %1) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808>, static_low = array<i64: 2>}> ({
      ^bb0(%arg2: index loc("input.mlir":10:10)):
        "tensor.yield"(%arg1) : (f32) -> () loc(#loc11)
      }) : (tensor<?xf32>, index) -> tensor<?xf32> loc(#loc9)
      "scf.yield"(%3) : (tensor<?xf32>) -> () loc(#loc12)
    }) : () -> tensor<?xf32> loc(#loc4)
    "func.return"(%0) : (tensor<?xf32>) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":7:7)
#loc9 = loc("input.mlir":9:10)
#loc11 = loc("input.mlir":11:7)
#loc12 = loc("input.mlir":13:5)
#loc13 = loc("input.mlir":15:3)

