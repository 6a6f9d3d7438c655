"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xindex>) -> tensor<8xf32>, sym_name = "f1"}> ({
  ^bb0(%arg15: tensor<8xf32>, %arg16: memref<8xindex>):
    %8 = "scf.forall"(%arg15) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg17: index, %arg18: tensor<8xf32>):
      "memref.store"(%arg17, %arg16, %arg17) : (index, memref<8xindex>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%8) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xindex>) -> tensor<8xf32>, sym_name = "f2"}> ({
  ^bb0(%arg11: tensor<8xf32>, %arg12: memref<8xindex>):
    %6 = "scf.forall"(%arg11) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg13: index, %arg14: tensor<8xf32>):
      %7 = "tensor.extract"(%arg14, %arg13) : (tensor<8xf32>, index) -> f32
      "foo.use"(%7) : (f32) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%6) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, index, memref<8xindex>) -> (), sym_name = "f3"}> ({
  ^bb0(%arg6: tensor<8xf32>, %arg7: index, %arg8: memref<8xindex>):
    %5 = "scf.forall"(%arg7, %arg6) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg9: index, %arg10: tensor<8xf32>):
      "memref.store"(%arg9, %arg8, %arg9) : (index, memref<8xindex>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, tensor<8xf32>) -> tensor<8xf32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<8xindex>, i32) -> i32, sym_name = "p1"}> ({
  ^bb0(%arg0: index, %arg1: memref<8xindex>, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.parallel"(%0, %arg0, %1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index):
      "memref.store"(%arg3, %arg1, %arg3) : (index, memref<8xindex>, index) -> ()
      %3 = "arith.index_cast"(%arg3) : (index) -> i32
      "scf.reduce"(%3) ({
      ^bb0(%arg4: i32, %arg5: i32):
        %4 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%4) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

