"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, f32, memref<4xf32>, memref<4xi32>, index, index, index) -> (), sym_name = "sweep"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: memref<4xf32>, %arg5: memref<4xi32>, %arg6: index, %arg7: index, %arg8: index):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %2 = "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %3 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    %4 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %6 = "arith.cmpi"(%arg0, %arg1) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %7 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
    %8 = "arith.cmpi"(%arg0, %arg1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %9 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    %10 = "arith.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %11 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %12 = "arith.cmpi"(%arg0, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %13 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    %14 = "arith.cmpi"(%arg0, %arg1) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %15 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
    %16 = "arith.cmpi"(%arg0, %arg1) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %17 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
    %18 = "arith.cmpi"(%arg0, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %19 = "index.cmp"(%arg7, %arg8) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    %20 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %21 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %22 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %23 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %24 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %25 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %26 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %27 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %28 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %29 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %30 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %31 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %32 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %33 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %34 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %35 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %36 = "memref.atomic_rmw"(%arg2, %arg4, %arg6) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
    %37 = "memref.atomic_rmw"(%arg2, %arg4, %arg6) <{kind = 4 : i64}> : (f32, memref<4xf32>, index) -> f32
    %38 = "memref.atomic_rmw"(%arg2, %arg4, %arg6) <{kind = 8 : i64}> : (f32, memref<4xf32>, index) -> f32
    %39 = "memref.atomic_rmw"(%arg2, %arg4, %arg6) <{kind = 12 : i64}> : (f32, memref<4xf32>, index) -> f32
    %40 = "memref.atomic_rmw"(%arg2, %arg4, %arg6) <{kind = 3 : i64}> : (f32, memref<4xf32>, index) -> f32
    %41 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 1 : i64}> : (i32, memref<4xi32>, index) -> i32
    %42 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 6 : i64}> : (i32, memref<4xi32>, index) -> i32
    %43 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 7 : i64}> : (i32, memref<4xi32>, index) -> i32
    %44 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 10 : i64}> : (i32, memref<4xi32>, index) -> i32
    %45 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 11 : i64}> : (i32, memref<4xi32>, index) -> i32
    %46 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 13 : i64}> : (i32, memref<4xi32>, index) -> i32
    %47 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 14 : i64}> : (i32, memref<4xi32>, index) -> i32
    %48 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 2 : i64}> : (i32, memref<4xi32>, index) -> i32
    %49 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 3 : i64}> : (i32, memref<4xi32>, index) -> i32
    %50 = "memref.atomic_rmw"(%arg0, %arg5, %arg6) <{kind = 15 : i64}> : (i32, memref<4xi32>, index) -> i32
    %51 = "memref.atomic_rmw"(%arg2, %arg4, %arg6) <{kind = 5 : i64}> : (f32, memref<4xf32>, index) -> f32
    %52 = "memref.atomic_rmw"(%arg2, %arg4, %arg6) <{kind = 9 : i64}> : (f32, memref<4xf32>, index) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

