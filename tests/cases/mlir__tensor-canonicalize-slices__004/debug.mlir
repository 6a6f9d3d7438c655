#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:42)
#loc4 = loc("input.mlir":2:65)
#loc7 = loc("input.mlir":4:20)
#loc8 = loc("input.mlir":4:43)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x8xf32>, tensor<?x?xf32>, index) -> tensor<8x8xf32>, sym_name = "parallel"}> ({
  ^bb0(%arg0: tensor<8x8xf32> loc("input.mlir":2:21), %arg1: tensor<?x?xf32> loc("input.mlir":2:42), %arg2: index loc("input.mlir":2:65)):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc5)
    %1 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg3: index loc("input.mlir":4:20), %arg4: tensor<8x8xf32> loc("input.mlir":4:43)):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg4, %arg3, %0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<8x8xf32>, index, index, index) -> () loc(#loc10)
      }) : () -> () loc(#loc9)
    }) : (tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc6)
    "func.return"(%1) : (tensor<8x8xf32>) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:9)
#loc6 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:5)
#loc10 = loc("input.mlir":6:7)
#loc11 = loc("input.mlir":9:3)

