// RUN: mlir-opt --allow-unregistered-dialect %s
func.func @f0(%a: f32, %b: f64, %i: i32, %j: i64, %x: index) {
  %0 = arith.truncf %b to_nearest_away fastmath<fast> : f64 to f32
  %1 = arith.truncf %b downward : f64 to f32
  %2 = arith.truncf %b upward : f64 to f32
  %3 = arith.truncf %b toward_zero : f64 to f32
  %4 = arith.truncf %b to_nearest_even : f64 to f32
  %5 = arith.divui %i, %i exact : i32
  %6 = arith.addi %i, %i overflow<nsw, nuw> : i32
  %7 = arith.cmpf olt, %a, %a fastmath<nnan> : f32
  %8 = arith.extf %a fastmath<fast> : f32 to f64
  %9:2 = arith.mulsi_extended %i, %i : i32
  %10:2 = arith.addui_extended %i, %i : i32, i1
  %11 = arith.select %7, %a, %a : f32
  %12 = arith.trunci %j overflow<nsw> : i64 to i32
  %13 = arith.muli %i, %i : i32
  %c = arith.constant 42 : i32
  %c2 = arith.constant -1 : i64
  %c3 = arith.constant 0 : index
  %c4 = arith.constant 1.0 : f32
  %c5 = arith.constant dense<1> : vector<4xi32>
  %c6 = arith.constant true
  %c7 = arith.constant false
  %c8 = arith.constant 5 : index
  %c9 = arith.constant 1.0 : f32
  %c10 = arith.constant dense<1.0> : tensor<2xf32>
  %c11 = arith.constant 0 : i1
  return
}

func.func @f1(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %h: f16, %s: f8E8M0FNU) {
  %0 = arith.uitofp %i : i32 to f32
  %1 = arith.extui %i : i32 to i64
  %2 = arith.index_cast %i : i32 to index
  %3 = arith.shli %i, %i : i32
  %4 = arith.negf %a : f32
  %5 = arith.cmpi slt, %i, %i : i32
  %6 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f16
  %7 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f32
  %8 = arith.addf %a, %a : f32
  %9 = arith.extf %a : f32 to f64
  %10 = arith.truncf %b : f64 to f32
  %11 = arith.trunci %j : i64 to i32
  %12 = arith.bitcast %a : f32 to i32
  %13 = arith.ceildivsi %i, %i : i32
  %14 = arith.shrui %i, %i exact : i32
  %15 = arith.cmpf oeq, %a, %a : f32
  %16 = arith.fptosi %a : f32 to i32
  %17 = arith.index_castui %x : index to i64
  %18 = arith.maxnumf %a, %a fastmath<nnan,ninf> : f32
  return
}

func.func @f2(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %vf: vector<[4]xf32>, %t: tensor<?xi64>, %ut: tensor<*xf32>, %m: memref<4xi32>, %mi: memref<4xindex>, %c: i1, %vc: vector<4xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.addi %i, %i overflow<none> : i32
  %1 = arith.addi %i, %i {foo = 1 : i32} : i32
  %2 = arith.addf %a, %a fastmath<none> {bar} : f32
  %3 = arith.constant {baz} 5 : i16
  %4 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %5 = arith.constant dense<1.5> : vector<[4]xf32>
  %6 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %7 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %8 = arith.index_castui %t : tensor<?xi64> to tensor<?xindex>
  %9 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %10 = arith.select %c, %v, %v : vector<4xi32>
  %11 = arith.cmpi ult, %t, %t : tensor<?xi64>
  %12 = arith.cmpf une, %ut, %ut : tensor<*xf32>
  %13 = arith.negf %vf fastmath<fast> : vector<[4]xf32>
  %14 = arith.extf %h : f16 to f32
  %15 = arith.scaling_extf %h, %s fastmath<nnan> : f16, f8E8M0FNU to f32
  %16 = arith.scaling_truncf %a, %s toward_zero : f32, f8E8M0FNU to f16
  %17 = arith.constant 0 : index
  %18 = arith.constant -7 : index
  %19 = arith.constant 1 : i1
  %20 = arith.constant 123456789012345678901234567890 : i128
  %21 = arith.constant -1 : i8
  %22 = arith.constant 255 : i8
  %23 = arith.constant 0x7FC00000 : f32
  %24 = arith.constant dense<true> : vector<4xi1>
  %25 = arith.constant dense<"0x01020304"> : tensor<4xi8>
  %26 = arith.muli %x, %17 : index
  %27 = arith.shrsi %i, %i exact {a} : i32
  %28 = arith.trunci %j overflow<nuw, nsw> : i64 to i32
  %29 = arith.cmpf false, %a, %a : f32
  %30 = arith.cmpf true, %a, %a : f32
  %31 = arith.constant 1.0 : bf16
  %32 = arith.constant -0.0 : f64
  %33 = arith.uitofp %v : vector<4xi32> to vector<4xf32>
  %34 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %35 = arith.constant sparse<[[0, 0]], [1]> : tensor<2x2xi32>
  %36 = arith.constant dense<(1, 2)> : tensor<complex<i32>>
  %37 = arith.constant 3 : i64
  %38 = arith.constant 3 : i64
  %39 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %40 = arith.addf %a, %a fastmath<reassoc,contract> : f32
  return
}

func.func @f3(%i: i32, %v: vector<4xi32>) -> (i32, i32) {
  %0:2 = arith.mulsi_extended %i, %i : i32
  %1 = arith.addi %0#0, %0#1 : i32
  %s, %o = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %2 = "foo.bar"(%s, %o) : (vector<4xi32>, vector<4xi1>) -> i32
  return %0#1, %1 : i32, i32
}
