import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { type Doctor, callEndpoint, endpointKey, staffDoctorsEndpoint } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import type { DoctorChoice, DoctorSelectionViewProps } from './doctor-selection-view.js';

const toChoice = (doctor: Doctor): DoctorChoice => ({ id: doctor.id, fullName: doctor.fullName, npi: doctor.npi, speciality: doctor.speciality });

/** Loads the doctors this user may act for; choosing one stores it as the current doctor and opens the dashboard. */
export function useDoctorSelection(): DoctorSelectionViewProps {
  const api = useService('api');
  const store = useService('session');
  const signOut = useService('signOut');
  const { user } = useSession();
  const navigate = useNavigate();
  const staffDoctors = useQuery({
    // Its own key under the endpoint's: this cache holds the active doctors as choices, not the rows.
    queryKey: endpointKey(staffDoctorsEndpoint, 'active choices'),
    queryFn: () => fromResult(callEndpoint(api, staffDoctorsEndpoint, undefined)
      .map((reply) => reply.data.filter((doctor) => doctor.active).map(toChoice))),
  });
  const doctors = staffDoctors.data ?? [];
  const loading = staffDoctors.isPending;
  const [search, setSearch] = useState('');

  const query = search.trim().toLowerCase();
  return {
    userFullName: user?.fullName ?? '',
    doctors: query === '' ? doctors : doctors.filter((doctor) => doctor.fullName.toLowerCase().includes(query) || doctor.npi.includes(query)),
    loading, search, onSearch: setSearch,
    onChoose: (doctor) => {
      store.chooseDoctor({ id: doctor.id as Doctor['id'], fullName: doctor.fullName });
      void navigate('/dashboard');
    },
    onLogOut: () => {
      signOut();
      void navigate('/login');
    },
  };
}
