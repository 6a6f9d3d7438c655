#map = affine_map<(d0)[s0] -> (4, -d0 + s0)>
#map1 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
#map2 = affine_map<(d0)[s0, s1] -> (d0 - s0, s1)>
#map3 = affine_map<(d0, d1) -> (d0 + d1 + 4, 100)>
#map4 = affine_map<(d0, d1) -> (d0 floordiv 8, 7)>
#map5 = affine_map<(d0) -> (d0 mod 8, d0 ceildiv 4)>
#map6 = affine_map<(d0)[s0] -> (s0, d0 + 64)>
#map7 = affine_map<(d0) -> (d0 floordiv 8 + 100, 5)>
#map8 = affine_map<(d0, d1) -> (d0 - d1, -8)>
#map9 = affine_map<(d0)[s0] -> (d0 + s0, 100)>
#map10 = affine_map<(d0) -> (-d0 + 16, 4)>
#map11 = affine_map<(d0)[s0] -> (d0, s0)>
#map12 = affine_map<(d0) -> (d0, 1000)>
#map13 = affine_map<(d0) -> (d0 * 2, d0 + 4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "ranges"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 7 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    "scf.for"(%arg0, %arg1, %1) ({
    ^bb0(%arg10: index):
      %18 = "affine.min"(%arg10, %arg1) <{map = #map}> : (index, index) -> index
      %19 = "affine.max"(%arg10, %arg0) <{map = #map1}> : (index, index) -> index
      %20 = "affine.min"(%arg10, %arg0, %arg2) <{map = #map2}> : (index, index, index) -> index
      "test.use"(%18, %19, %20) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%0, %4, %3) ({
    ^bb0(%arg8: index):
      "scf.for"(%0, %3, %1) ({
      ^bb0(%arg9: index):
        %11 = "affine.min"(%arg8, %arg9) <{map = #map3}> : (index, index) -> index
        %12 = "affine.min"(%arg8, %arg9) <{map = #map4}> : (index, index) -> index
        %13 = "affine.max"(%arg8) <{map = #map5}> : (index) -> index
        %14 = "affine.min"(%arg8, %arg2) <{map = #map6}> : (index, index) -> index
        %15 = "affine.min"(%arg8) <{map = #map7}> : (index) -> index
        %16 = "affine.max"(%arg8, %arg9) <{map = #map8}> : (index, index) -> index
        %17 = "affine.min"(%arg8, %2) <{map = #map9}> : (index, index) -> index
        "test.use"(%11, %12, %13, %14, %15, %16, %17) : (index, index, index, index, index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 4, 2>, staticUpperBound = array<i64: 16, -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: index):
      %9 = "affine.min"(%arg6) <{map = #map10}> : (index) -> index
      %10 = "affine.max"(%arg7, %arg0) <{map = #map11}> : (index, index) -> index
      "test.use"(%9, %10) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    "scf.parallel"(%0, %arg2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index):
      %8 = "affine.min"(%arg5, %arg2) <{map = #map}> : (index, index) -> index
      "test.use"(%8) : (index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%1, %2, %1) ({
    ^bb0(%arg4: index):
      %6 = "affine.min"(%arg4) <{map = #map12}> : (index) -> index
      %7 = "affine.min"(%arg4) <{map = #map13}> : (index) -> index
      "test.use"(%6, %7) : (index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%4, %1, %1) ({
    ^bb0(%arg3: index):
      %5 = "affine.min"(%arg3) <{map = #map12}> : (index) -> index
      "test.use"(%5) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

