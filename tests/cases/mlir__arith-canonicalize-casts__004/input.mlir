
func.func @index_cast_vectors() -> (vector<2xindex>, vector<2xi8>) {
  %a = arith.constant dense<[-1, 300]> : vector<2xi32>
  %0 = arith.index_cast %a : vector<2xi32> to vector<2xindex>
  %b = arith.constant dense<[255, 256]> : vector<2xindex>
  %1 = arith.index_castui %b : vector<2xindex> to vector<2xi8>
  return %0, %1 : vector<2xindex>, vector<2xi8>
}

