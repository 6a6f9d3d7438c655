func.func @arith_int(%a: i32, %b: i32, %va: vector<4xi32>, %ta: tensor<4xi32>, %i: index, %i64: i64, %i1: i1, %sv: vector<[4]xi32>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %3 = arith.subi %va, %va overflow<nuw> : vector<4xi32>
  %4 = arith.muli %ta, %ta : tensor<4xi32>
  %5 = arith.divsi %a, %b : i32
  %6 = arith.divui %a, %b : i32
  %7 = arith.ceildivsi %a, %b : i32
  %8 = arith.ceildivui %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remsi %a, %b : i32
  %11 = arith.remui %a, %b : i32
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shli %a, %b : i32
  %16 = arith.shli %a, %b overflow<nsw> : i32
  %17 = arith.shrsi %a, %b : i32
  %18 = arith.shrui %a, %b : i32
  %19 = arith.maxsi %a, %b : i32
  %20 = arith.maxui %a, %b : i32
  %21 = arith.minsi %a, %b : i32
  %22 = arith.minui %a, %b : i32
  %23 = arith.cmpi slt, %a, %b : i32
  %24 = arith.cmpi eq, %va, %va : vector<4xi32>
  %25 = arith.cmpi uge, %i, %i : index
  %26 = arith.extsi %a : i32 to i64
  %27 = arith.extui %a : i32 to i64
  %28 = arith.extui %a {nonNeg} : i32 to i64
  %29 = arith.trunci %i64 : i64 to i32
  %30 = arith.trunci %i64 overflow<nsw> : i64 to i32
  %31 = arith.index_cast %a : i32 to index
  %32 = arith.index_castui %i : index to i64
  %34 = arith.bitcast %a : i32 to f32
  %35 = arith.sitofp %a : i32 to f32
  %36 = arith.uitofp %a : i32 to f64
  %38 = arith.select %i1, %a, %b : i32
  %39 = arith.select %i1, %va, %va : vector<4xi32>
  %vc = arith.cmpi ne, %va, %va : vector<4xi32>
  %40 = arith.select %vc, %va, %va : vector<4xi1>, vector<4xi32>
  %41 = arith.addi %sv, %sv : vector<[4]xi32>
  %s, %o = arith.addui_extended %va, %va : vector<4xi32>, vector<4xi1>
  %l, %h = arith.mulsi_extended %ta, %ta : tensor<4xi32>
  %42 = arith.andi %i1, %i1 : i1
  %43 = arith.cmpi sge, %ta, %ta : tensor<4xi32>
  %44 = arith.extsi %va : vector<4xi32> to vector<4xi64>
  %45 = arith.index_cast %va : vector<4xi32> to vector<4xindex>
  %46 = arith.addi %a, %b {some_attr = 1 : i32} : i32
  %47 = arith.addi %a, %b overflow<nsw> {some_attr} : i32
  %48 = arith.cmpi ult, %a, %b {foo = "bar"} : i32
  return
}

func.func @arith_float(%a: f32, %b: f32, %vf: vector<4xf32>, %tf: tensor<4xf32>, %d: f64, %h: f16, %bf: bf16, %i1: i1, %f8: f8E4M3FN, %sc: f8E8M0FNU, %vf8: vector<4xf8E5M2>) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b fastmath<fast> : f32
  %2 = arith.subf %a, %b fastmath<nnan,ninf> : f32
  %3 = arith.mulf %vf, %vf fastmath<contract> : vector<4xf32>
  %4 = arith.divf %tf, %tf : tensor<4xf32>
  %5 = arith.remf %a, %b : f32
  %6 = arith.negf %a : f32
  %7 = arith.negf %a fastmath<nsz> : f32
  %8 = arith.maximumf %a, %b : f32
  %9 = arith.maxnumf %a, %b : f32
  %10 = arith.minimumf %a, %b : f32
  %11 = arith.minnumf %a, %b fastmath<reassoc, arcp, afn> : f32
  %12 = arith.cmpf olt, %a, %b : f32
  %13 = arith.cmpf une, %vf, %vf fastmath<nnan> : vector<4xf32>
  %14 = arith.cmpf true, %a, %b : f32
  %15 = arith.extf %a : f32 to f64
  %16 = arith.extf %h fastmath<fast> : f16 to f32
  %17 = arith.truncf %d : f64 to f32
  %18 = arith.truncf %d to_nearest_even : f64 to f32
  %19 = arith.truncf %d downward fastmath<fast> : f64 to f32
  %20 = arith.fptosi %a : f32 to i32
  %21 = arith.fptoui %a : f32 to i64
  %22 = arith.bitcast %h : f16 to bf16
  %23 = arith.select %i1, %a, %b : f32
  %24 = arith.extf %bf : bf16 to f32
  %25 = arith.scaling_extf %f8, %sc : f8E4M3FN, f8E8M0FNU to f32
  %26 = arith.scaling_truncf %a, %sc : f32, f8E8M0FNU to f8E4M3FN
  %27 = arith.extf %vf8 : vector<4xf8E5M2> to vector<4xf32>
  %28 = arith.truncf %d upward : f64 to f32
  %29 = arith.truncf %d toward_zero : f64 to f32
  %30 = arith.truncf %d to_nearest_away : f64 to f32
  %31 = arith.cmpf ord, %a, %b : f32
  %32 = arith.cmpf false, %a, %b : f32
  %33 = arith.addf %a, %b fastmath<none> : f32
  return
}

func.func @arith_constants() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -5 : i64
  %2 = arith.constant 3.0 : f32
  %3 = arith.constant 1.0e10 : f64
  %4 = arith.constant 0x7F800000 : f32
  %5 = arith.constant -0.0 : f16
  %6 = arith.constant 1.5 : bf16
  %7 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %8 = arith.constant dense<0> : tensor<2x3xi8>
  %9 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %10 = arith.constant dense<0.5> : vector<[4]xf32>
  %11 = arith.constant 1.0 : f8E4M3FN
  %12 = arith.constant 2 : index
  %13 = arith.constant 0.1 : f32
  %14 = arith.constant 1.0e-7 : f64
  %15 = arith.constant 123456789.0 : f32
  %16 = arith.constant 0x7FF8000000000000 : f64
  %17 = arith.constant dense<[true, false]> : vector<2xi1>
  %18 = arith.constant dense<"0x01020304"> : tensor<4xi8>
  %19 = arith.constant dense<> : tensor<0xi32>
  %20 = arith.constant 1.0 : f128
  %21 = arith.constant 1.0 : f80
  %22 = arith.constant 1.0 : tf32
  %23 = arith.constant 1.0 : f4E2M1FN
  %24 = arith.constant -1 : i1
  %25 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  return
}
