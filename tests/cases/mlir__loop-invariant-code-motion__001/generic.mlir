#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<10xf32>) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: memref<10xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 10 : index}> : () -> index
    "scf.for"(%0, %3, %1) ({
    ^bb0(%arg3: index):
      "scf.for"(%0, %3, %1) ({
      ^bb0(%arg8: index):
        %7 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %8 = "arith.addi"(%7, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %9 = "arith.muli"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "test.use"(%8, %9) : (index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%0, %3, %1) ({
      ^bb0(%arg7: index):
        %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%0, %3, %2) ({
      ^bb0(%arg6: index):
        %5 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg5: index):
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg4: index):
        "affine.yield"() : () -> ()
      }) : () -> ()
      %4 = "memref.load"(%arg2, %0) : (memref<10xf32>, index) -> f32
      "test.use"(%4) : (f32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

