#map = affine_map<(d0, d1) -> (d0 - d1)>
#map1 = affine_map<(d0, d1) -> (-d0 + d1 * 3 - 7)>
#map2 = affine_map<(d0) -> ((d0 + 1) mod 2)>
#map3 = affine_map<(d0) -> ((d0 floordiv 4) * 4)>
#map4 = affine_map<(d0)[s0] -> (d0 * s0)>
#map5 = affine_map<(d0)[s0, s1] -> (d0 ceildiv s0 + s1 mod 3)>
#map6 = affine_map<(d0) -> (-(d0 floordiv 2))>
#map7 = affine_map<(d0) -> (-d0)>
#map8 = affine_map<(d0, d1) -> ((d0 + d1) * 2)>
#map9 = affine_map<(d0) -> (42)>
#map10 = affine_map<(d0, d1) -> (d0 + d1)>
#map11 = affine_map<(d0) -> (d0 mod -3)>
#map12 = affine_map<(d0) -> ((d0 * 5) floordiv 3 - (d0 mod 7) * 2)>
#map13 = affine_map<()[s0, s1] -> (s0 * s1 + s1 * 2)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0, d1) -> (d0 - d1 - 1)>
#map16 = affine_map<(d0) -> (((d0 mod 4) floordiv 2) ceildiv 3)>
#map17 = affine_map<(d0) -> (d0 - 1, -d0 + 99)>
#map18 = affine_map<(d0) -> ((d0 + 1) mod 2, d0 floordiv 3)>
#map19 = affine_map<(d0)[s0] -> (d0 * 2 + s0 * 3, 0)>
#map20 = affine_map<(d0)[s0, s1] -> (d0 + s0, s1)>
#map21 = affine_map<(d0) -> (d0 - 1)>
#map22 = affine_map<()[s0] -> (s0 * 2)>
#map23 = affine_map<(d0, d1) -> (d0, d1, 0)>
#map24 = affine_map<(d0)[s0] -> (d0 + 10, s0)>
#map25 = affine_map<() -> (5)>
#map26 = affine_map<() -> (-10)>
#map27 = affine_map<() -> (-1)>
#map28 = affine_map<(d0, d1) -> (d0, d1, 42)>
#map29 = affine_map<()[s0] -> (s0, -s0)>
#map30 = affine_map<(d0) -> (d0, 0, 0)>
#map31 = affine_map<(d0, d1) -> (d0, 100, d1 - 1)>
#map32 = affine_map<() -> (0)>
#map33 = affine_map<()[s0] -> (s0 * 4)>
#set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d0 + s0 - 10 == 0, -d1 + 5 >= 0)>
#set1 = affine_set<(d0) : (1 == 0)>
#set2 = affine_set<(d0) : (d0 mod 2 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, index, index) -> (), sym_name = "affine_exprs"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "affine.apply"(%arg1, %arg2) <{map = #map}> : (index, index) -> index
    %1 = "affine.apply"(%arg1, %arg2) <{map = #map1}> : (index, index) -> index
    %2 = "affine.apply"(%arg1) <{map = #map2}> : (index) -> index
    %3 = "affine.apply"(%arg1) <{map = #map3}> : (index) -> index
    %4 = "affine.apply"(%arg1, %arg3) <{map = #map4}> : (index, index) -> index
    %5 = "affine.apply"(%arg1, %arg3, %arg2) <{map = #map5}> : (index, index, index) -> index
    %6 = "affine.apply"(%arg1) <{map = #map6}> : (index) -> index
    %7 = "affine.apply"(%arg1) <{map = #map7}> : (index) -> index
    %8 = "affine.apply"(%arg1, %arg2) <{map = #map8}> : (index, index) -> index
    %9 = "affine.apply"(%arg1) <{map = #map9}> : (index) -> index
    %10 = "affine.apply"(%arg1, %arg2) <{map = #map10}> : (index, index) -> index
    %11 = "affine.apply"(%arg1) <{map = #map11}> : (index) -> index
    %12 = "affine.apply"(%arg1) <{map = #map12}> : (index) -> index
    %13 = "affine.apply"(%arg1, %arg2) <{map = #map13}> : (index, index) -> index
    %14 = "affine.apply"(%arg1) <{map = #map14}> : (index) -> index
    %15 = "affine.apply"(%arg1, %arg2) <{map = #map15}> : (index, index) -> index
    %16 = "affine.apply"(%arg1) <{map = #map16}> : (index) -> index
    "affine.for"(%arg1, %arg3) <{lowerBoundMap = #map21, operandSegmentSizes = array<i32: 1, 1, 0>, step = 4 : index, upperBoundMap = #map22}> ({
    ^bb0(%arg10: index):
      %19 = "affine.load"(%arg0, %arg10) <{map = #map17}> : (memref<100x100xf32>, index) -> f32
      %20 = "affine.load"(%arg0, %arg10) <{map = #map18}> : (memref<100x100xf32>, index) -> f32
      %21 = "affine.load"(%arg0, %arg10, %arg3) <{map = #map19}> : (memref<100x100xf32>, index, index) -> f32
      "affine.store"(%19, %arg0, %arg10, %arg3, %arg2) <{map = #map20}> : (f32, memref<100x100xf32>, index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "affine.for"(%arg1, %arg2, %arg1, %arg3) <{lowerBoundMap = #map23, operandSegmentSizes = array<i32: 2, 2, 0>, step = 1 : index, upperBoundMap = #map24}> ({
    ^bb0(%arg9: index):
      "affine.yield"() : () -> ()
    }) : (index, index, index, index) -> ()
    "affine.for"() <{lowerBoundMap = #map25, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map25}> ({
    ^bb0(%arg8: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map26, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map27}> ({
    ^bb0(%arg7: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.if"(%arg1, %arg2, %arg3) <{condition = #set}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index, index) -> ()
    "affine.if"(%arg1) <{condition = #set1}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    "affine.if"(%arg1) <{condition = #set2}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    %17 = "affine.min"(%arg1, %arg2) <{map = #map28}> : (index, index) -> index
    %18 = "affine.max"(%arg1) <{map = #map29}> : (index) -> index
    "affine.parallel"(%arg1, %arg3, %arg2) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map30, reductions = [], steps = [2, 3], upperBoundsGroups = dense<[2, 1]> : tensor<2xi32>, upperBoundsMap = #map31}> ({
    ^bb0(%arg5: index, %arg6: index):
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.parallel"(%arg3) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map32, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map33}> ({
    ^bb0(%arg4: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

