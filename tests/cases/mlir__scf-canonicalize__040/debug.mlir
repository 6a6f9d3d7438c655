#loc2 = loc("input.mlir":2:17)
#loc3 = loc("input.mlir":2:36)
#loc5 = loc("input.mlir":3:20)
#loc6 = loc("input.mlir":3:43)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>, sym_name = "zero"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:17), %arg1: tensor<1xf32> loc("input.mlir":2:36)):
    %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 0>}> ({
    ^bb0(%arg2: index loc("input.mlir":3:20), %arg3: tensor<8xf32> loc("input.mlir":3:43)):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>, index) -> () loc(#loc8)
      }) : () -> () loc(#loc7)
    }) : (tensor<8xf32>) -> tensor<8xf32> loc(#loc4)
    "func.return"(%0) : (tensor<8xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:5)
#loc8 = loc("input.mlir":5:7)
#loc9 = loc("input.mlir":8:3)

