#loc2 = loc("input.mlir":3:15)
#loc3 = loc("input.mlir":3:34)
#loc5 = loc("input.mlir":4:20)
#loc6 = loc("input.mlir":4:43)
#loc11 = loc("input.mlir":11:15)
#loc12 = loc("input.mlir":11:34)
#loc14 = loc("input.mlir":12:20)
#loc15 = loc("input.mlir":12:43)
#loc21 = loc("input.mlir":20:15)
#loc22 = loc("input.mlir":20:34)
#loc23 = loc("input.mlir":20:45)
#loc25 = loc("input.mlir":21:20)
#loc26 = loc("input.mlir":21:44)
#loc31 = loc("input.mlir":28:15)
#loc32 = loc("input.mlir":28:26)
#loc33 = loc("input.mlir":28:47)
#loc37 = loc("input.mlir":31:22)
#loc41 = loc("input.mlir":35:10)
#loc42 = loc("input.mlir":35:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xindex>) -> tensor<8xf32>, sym_name = "f1"}> ({
  ^bb0(%arg15: tensor<8xf32> loc("input.mlir":3:15), %arg16: memref<8xindex> loc("input.mlir":3:34)):
    %8 = "scf.forall"(%arg15) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg17: index loc("input.mlir":4:20), %arg18: tensor<8xf32> loc("input.mlir":4:43)):
      "memref.store"(%arg17, %arg16, %arg17) : (index, memref<8xindex>, index) -> () loc(#loc7)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc8)
    }) : (tensor<8xf32>) -> tensor<8xf32> loc(#loc4)
    "func.return"(%8) : (tensor<8xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xindex>) -> tensor<8xf32>, sym_name = "f2"}> ({
  ^bb0(%arg11: tensor<8xf32> loc("input.mlir":11:15), %arg12: memref<8xindex> loc("input.mlir":11:34)):
    %6 = "scf.forall"(%arg11) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg13: index loc("input.mlir":12:20), %arg14: tensor<8xf32> loc("input.mlir":12:43)):
      %7 = "tensor.extract"(%arg14, %arg13) : (tensor<8xf32>, index) -> f32 loc(#loc16)
      "foo.use"(%7) : (f32) -> () loc(#loc17)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc18)
    }) : (tensor<8xf32>) -> tensor<8xf32> loc(#loc13)
    "func.return"(%6) : (tensor<8xf32>) -> () loc(#loc19)
  }) : () -> () loc(#loc10)
  "func.func"() <{function_type = (tensor<8xf32>, index, memref<8xindex>) -> (), sym_name = "f3"}> ({
  ^bb0(%arg6: tensor<8xf32> loc("input.mlir":20:15), %arg7: index loc("input.mlir":20:34), %arg8: memref<8xindex> loc("input.mlir":20:45)):
    %5 = "scf.forall"(%arg7, %arg6) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg9: index loc("input.mlir":21:20), %arg10: tensor<8xf32> loc("input.mlir":21:44)):
      "memref.store"(%arg9, %arg8, %arg9) : (index, memref<8xindex>, index) -> () loc(#loc27)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc28)
    }) : (index, tensor<8xf32>) -> tensor<8xf32> loc(#loc24)
    "func.return"() : () -> () loc(#loc29)
  }) : () -> () loc(#loc20)
  "func.func"() <{function_type = (index, memref<8xindex>, i32) -> i32, sym_name = "p1"}> ({
  ^bb0(%arg0: index loc("input.mlir":28:15), %arg1: memref<8xindex> loc("input.mlir":28:26), %arg2: i32 loc("input.mlir":28:47)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc34)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc35)
    %2 = "scf.parallel"(%0, %arg0, %1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index loc("input.mlir":31:22)):
      "memref.store"(%arg3, %arg1, %arg3) : (index, memref<8xindex>, index) -> () loc(#loc38)
      %3 = "arith.index_cast"(%arg3) : (index) -> i32 loc(#loc39)
      "scf.reduce"(%3) ({
      ^bb0(%arg4: i32 loc("input.mlir":35:10), %arg5: i32 loc("input.mlir":35:19)):
        %4 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc43)
        "scf.reduce.return"(%4) : (i32) -> () loc(#loc44)
      }) : (i32) -> () loc(#loc40)
    }) : (index, index, index, i32) -> i32 loc(#loc36)
    "func.return"(%arg2) : (i32) -> () loc(#loc45)
  }) : () -> () loc(#loc30)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":9:3)
#loc10 = loc("input.mlir":11:1)
#loc13 = loc("input.mlir":12:8)
#loc16 = loc("input.mlir":13:10)
#loc17 = loc("input.mlir":14:5)
#loc18 = loc("input.mlir":15:5)
#loc19 = loc("input.mlir":18:3)
#loc20 = loc("input.mlir":20:1)
#loc24 = loc("input.mlir":21:8)
#loc27 = loc("input.mlir":22:5)
#loc28 = loc("input.mlir":23:5)
#loc29 = loc("input.mlir":26:3)
#loc30 = loc("input.mlir":28:1)
#loc34 = loc("input.mlir":29:9)
#loc35 = loc("input.mlir":30:9)
#loc36 = loc("input.mlir":31:8)
#loc38 = loc("input.mlir":32:5)
#loc39 = loc("input.mlir":33:10)
#loc40 = loc("input.mlir":34:5)
#loc43 = loc("input.mlir":36:12)
#loc44 = loc("input.mlir":37:7)
#loc45 = loc("input.mlir":40:3)

