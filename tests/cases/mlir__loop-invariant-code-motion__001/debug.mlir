#loc2 = loc("input.mlir":4:19)
#loc3 = loc("input.mlir":4:30)
#loc4 = loc("input.mlir":4:41)
#loc10 = loc("input.mlir":9:11)
#loc12 = loc("input.mlir":10:13)
#loc18 = loc("input.mlir":16:13)
#loc21 = loc("input.mlir":19:13)
#loc24 = loc("input.mlir":22:16)
#loc26 = loc("input.mlir":24:16)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<10xf32>) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: index loc("input.mlir":4:19), %arg1: index loc("input.mlir":4:30), %arg2: memref<10xf32> loc("input.mlir":4:41)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc7)
    %3 = "arith.constant"() <{value = 10 : index}> : () -> index loc(#loc8)
    "scf.for"(%0, %3, %1) ({
    ^bb0(%arg3: index loc("input.mlir":9:11)):
      "scf.for"(%0, %3, %1) ({
      ^bb0(%arg8: index loc("input.mlir":10:13)):
        %7 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc13)
        %8 = "arith.addi"(%7, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc14)
        %9 = "arith.muli"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc15)
        "test.use"(%8, %9) : (index, index) -> () loc(#loc16)
        "scf.yield"() : () -> () loc(#loc11)
      }) : (index, index, index) -> () loc(#loc11)
      "scf.for"(%0, %3, %1) ({
      ^bb0(%arg7: index loc("input.mlir":16:13)):
        %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc19)
        "scf.yield"() : () -> () loc(#loc17)
      }) : (index, index, index) -> () loc(#loc17)
      "scf.for"(%0, %3, %2) ({
      ^bb0(%arg6: index loc("input.mlir":19:13)):
        %5 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc22)
        "scf.yield"() : () -> () loc(#loc20)
      }) : (index, index, index) -> () loc(#loc20)
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg5: index loc("input.mlir":22:16)):
        "affine.yield"() : () -> () loc(#loc23)
      }) : () -> () loc(#loc23)
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg4: index loc("input.mlir":24:16)):
        "affine.yield"() : () -> () loc(#loc25)
      }) : () -> () loc(#loc25)
      %4 = "memref.load"(%arg2, %0) : (memref<10xf32>, index) -> f32 loc(#loc27)
      "test.use"(%4) : (f32) -> () loc(#loc28)
      "scf.yield"() : () -> () loc(#loc9)
    }) : (index, index, index) -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc29)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:9)
#loc7 = loc("input.mlir":7:9)
#loc8 = loc("input.mlir":8:10)
#loc9 = loc("input.mlir":9:3)
#loc11 = loc("input.mlir":10:5)
#loc13 = loc("input.mlir":11:12)
#loc14 = loc("input.mlir":12:12)
#loc15 = loc("input.mlir":13:12)
#loc16 = loc("input.mlir":14:7)
#loc17 = loc("input.mlir":16:5)
#loc19 = loc("input.mlir":17:12)
#loc20 = loc("input.mlir":19:5)
#loc22 = loc("input.mlir":20:12)
#loc23 = loc("input.mlir":22:5)
#loc25 = loc("input.mlir":24:5)
#loc27 = loc("input.mlir":26:10)
#loc28 = loc("input.mlir":27:5)
#loc29 = loc("input.mlir":29:3)

