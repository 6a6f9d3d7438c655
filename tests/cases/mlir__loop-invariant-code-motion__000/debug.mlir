#loc2 = loc("input.mlir":4:18)
#loc3 = loc("input.mlir":4:27)
#loc5 = loc("input.mlir":5:19)
#loc9 = loc("input.mlir":10:8)
#loc15 = loc("input.mlir":18:18)
#loc16 = loc("input.mlir":18:29)
#loc18 = loc("input.mlir":19:17)
#loc22 = loc("input.mlir":23:15)
#loc26 = loc("input.mlir":27:20)
#loc30 = loc("input.mlir":31:14)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "while"}> ({
  ^bb0(%arg6: i32 loc("input.mlir":4:18), %arg7: i32 loc("input.mlir":4:27)):
    %4 = "scf.while"(%arg6) ({
    ^bb0(%arg9: i32 loc("input.mlir":5:19)):
      %7 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
      %8 = "arith.cmpi"(%arg9, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc7)
      "scf.condition"(%8, %arg9) : (i1, i32) -> () loc(#loc8)
    }, {
    ^bb0(%arg8: i32 loc("input.mlir":10:8)):
      %5 = "arith.muli"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
      %6 = "arith.addi"(%arg8, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "scf.yield"(%6) : (i32) -> () loc(#loc12)
    }) : (i32) -> i32 loc(#loc4)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: index loc("input.mlir":18:18), %arg1: index loc("input.mlir":18:29)):
    "scf.parallel"(%arg0, %arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index loc("input.mlir":19:17)):
      %3 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc19)
      "test.use"(%3) : (index) -> () loc(#loc20)
      "scf.reduce"() : () -> () loc(#loc17)
    }) : (index, index, index) -> () loc(#loc17)
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg4: index loc("input.mlir":23:15)):
      %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc23)
      "test.use"(%2) : (index) -> () loc(#loc24)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc21)
    }) : (index) -> () loc(#loc21)
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map1}> ({
    ^bb0(%arg3: index loc("input.mlir":27:20)):
      %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc27)
      "test.use"(%1) : (index) -> () loc(#loc28)
      "affine.yield"() : () -> () loc(#loc25)
    }) : () -> () loc(#loc25)
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg2: index loc("input.mlir":31:14)):
      %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc31)
      "test.use"(%0) : (index) -> () loc(#loc32)
      "affine.yield"() : () -> () loc(#loc29)
    }) : () -> () loc(#loc29)
    "func.return"() : () -> () loc(#loc33)
  }) : () -> () loc(#loc14)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":11:10)
#loc11 = loc("input.mlir":12:10)
#loc12 = loc("input.mlir":13:5)
#loc13 = loc("input.mlir":15:3)
#loc14 = loc("input.mlir":18:1)
#loc17 = loc("input.mlir":19:3)
#loc19 = loc("input.mlir":20:10)
#loc20 = loc("input.mlir":21:5)
#loc21 = loc("input.mlir":23:3)
#loc23 = loc("input.mlir":24:10)
#loc24 = loc("input.mlir":25:5)
#loc25 = loc("input.mlir":27:3)
#loc27 = loc("input.mlir":28:10)
#loc28 = loc("input.mlir":29:5)
#loc29 = loc("input.mlir":31:3)
#loc31 = loc("input.mlir":32:10)
#loc32 = loc("input.mlir":33:5)
#loc33 = loc("input.mlir":35:3)

