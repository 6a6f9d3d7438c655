"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>), sym_name = "a"}> ({
    %0 = "arith.constant"() <{value = dense<true> : vector<16xi1>}> : () -> vector<16xi1>
    %1 = "vector.bitcast"(%0) : (vector<16xi1>) -> vector<2xi8>
    %2 = "arith.constant"() <{value = dense<3> : vector<16xi4>}> : () -> vector<16xi4>
    %3 = "vector.bitcast"(%2) : (vector<16xi4>) -> vector<2xi32>
    %4 = "arith.constant"() <{value = dense<-2> : vector<4xi16>}> : () -> vector<4xi16>
    %5 = "vector.bitcast"(%4) : (vector<4xi16>) -> vector<1xi64>
    %6 = "arith.constant"() <{value = dense<1.500000e+00> : vector<8xbf16>}> : () -> vector<8xbf16>
    %7 = "vector.bitcast"(%6) : (vector<8xbf16>) -> vector<4xi32>
    "func.return"(%1, %3, %5, %7) : (vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

