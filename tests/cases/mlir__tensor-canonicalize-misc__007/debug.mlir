#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:38)
#loc6 = loc("input.mlir":4:20)
#loc7 = loc("input.mlir":4:43)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "forall"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:19), %arg1: tensor<?xf32> loc("input.mlir":2:38)):
    %0 = "tensor.cast"(%arg0) : (tensor<8xf32>) -> tensor<?xf32> loc(#loc4)
    %1 = "scf.forall"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg2: index loc("input.mlir":4:20), %arg3: tensor<?xf32> loc("input.mlir":4:43)):
      %2 = "tensor.extract_slice"(%arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index) -> tensor<1xf32> loc(#loc8)
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%2, %arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<?xf32>, index) -> () loc(#loc10)
      }) : () -> () loc(#loc9)
    }) : (tensor<?xf32>) -> tensor<?xf32> loc(#loc5)
    "func.return"(%1) : (tensor<?xf32>) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:10)
#loc9 = loc("input.mlir":6:5)
#loc10 = loc("input.mlir":7:7)
#loc11 = loc("input.mlir":10:3)

